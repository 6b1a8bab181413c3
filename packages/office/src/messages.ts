import { defineMessages } from '@school/widgets/runtime';

/**
 * The console's own words, English and Bengali, every one in both. The provider's refusals come
 * in English; those a clerk meets most (a wrong password, a session that ended) are worded here
 * by their `code`, the rest are shown as the provider wrote them.
 */
export const says = defineMessages(
  {
    office: 'School office',
    language: 'বাংলা',
    loading: 'Loading...',
    signedInAs: 'Signed in as {name} ({role})',
    signOut: 'Sign out',
    signedOut: 'You are signed out.',
    menu: 'Office sections',
    skip: 'Skip to the content',
    // Sign-in
    signInTitle: 'Sign in to the school office',
    signInAgain: 'Sign in again to carry on. What you typed is still here.',
    name: 'Account name',
    password: 'Password',
    code: 'Code from your authenticator app',
    codeHint: '6 digits; it changes every 30 seconds.',
    signIn: 'Sign in',
    signingIn: 'Signing in...',
    nameMissing: 'Enter the account name.',
    passwordMissing: 'Enter the password.',
    codeMissing: 'Enter the 6-digit code from your authenticator app.',
    'code.wrong': 'The account name or password is not right. Please check both and try again.',
    'code.totp-required': 'Enter the 6-digit code from your authenticator app.',
    'code.totp-wrong':
      'That code is not right, or was used already. Enter the code your authenticator app shows now.',
    'code.session-idle': 'You were signed out after 30 minutes without use. Please sign in again.',
    'code.session-expired':
      'You were signed out: a session lasts 12 hours at most. Please sign in again.',
    'code.sign-in': 'Please sign in to the office first.',
    'code.disabled': 'This account is disabled. Ask one of the school’s admins.',
    'code.signed-out': 'You are signed out.',
    // Password
    passwordTitle: 'Change your password',
    passwordFirst:
      'You signed in with a one-time password. Choose your own before anything else: at least 12 characters. A short sentence is easy to remember.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordHint: 'At least 12 characters; not a common password, nor your name.',
    repeatPassword: 'New password again',
    changePassword: 'Change password',
    tooShort: 'The new password must be at least 12 characters long.',
    notSame: 'The two new passwords are not the same. Type it again in both.',
    passwordChanged: 'Your password is changed.',
    // Two-step
    totpTitle: 'Two-step sign-in',
    totpRequired: 'The school asks admins to set up two-step sign-in before anything else.',
    totpIntro:
      'Scan this code with an authenticator app (Google Authenticator, Aegis, 1Password…), then type the 6-digit code it shows.',
    totpOn: 'Two-step sign-in is on for your account.',
    totpStart: 'Set up two-step sign-in',
    totpSecret: 'Or type this key into the app: {secret}',
    totpQr: 'QR code for your authenticator app',
    totpConfirm: 'Confirm the code',
    // Sections
    accounts: 'Accounts',
    audit: 'Audit log',
    tokens: 'Access tokens',
    myAccount: 'My password',
    content: 'Content',
    results: 'Results',
    notFound: 'There is no such page in the office. Choose a section from the menu.',
    noRight: 'Your account’s role does not include this section.',
  },
  {
    office: 'স্কুল অফিস',
    language: 'English',
    loading: 'লোড হচ্ছে...',
    signedInAs: '{name} ({role}) হিসেবে সাইন ইন করা',
    signOut: 'সাইন আউট',
    signedOut: 'আপনি সাইন আউট করেছেন।',
    menu: 'অফিসের বিভাগ',
    skip: 'মূল অংশে যান',
    signInTitle: 'স্কুল অফিসে সাইন ইন',
    signInAgain: 'কাজ চালিয়ে যেতে আবার সাইন ইন করুন। আপনি যা লিখেছিলেন তা রয়ে গেছে।',
    name: 'অ্যাকাউন্টের নাম',
    password: 'পাসওয়ার্ড',
    code: 'অথেনটিকেটর অ্যাপের কোড',
    codeHint: '৬ অঙ্কের; প্রতি ৩০ সেকেন্ডে বদলায়।',
    signIn: 'সাইন ইন',
    signingIn: 'সাইন ইন হচ্ছে...',
    nameMissing: 'অ্যাকাউন্টের নাম লিখুন।',
    passwordMissing: 'পাসওয়ার্ড লিখুন।',
    codeMissing: 'অথেনটিকেটর অ্যাপের ৬ অঙ্কের কোডটি লিখুন।',
    'code.wrong': 'অ্যাকাউন্টের নাম বা পাসওয়ার্ড ঠিক নয়। দুটোই দেখে আবার চেষ্টা করুন।',
    'code.totp-required': 'অথেনটিকেটর অ্যাপের ৬ অঙ্কের কোডটি লিখুন।',
    'code.totp-wrong': 'কোডটি ঠিক নয়, বা আগেই ব্যবহার হয়েছে। অ্যাপে এখন যে কোড দেখাচ্ছে সেটি লিখুন।',
    'code.session-idle': '৩০ মিনিট ব্যবহার না হওয়ায় আপনাকে সাইন আউট করা হয়েছে। আবার সাইন ইন করুন।',
    'code.session-expired': 'আপনাকে সাইন আউট করা হয়েছে: একটি সেশন সর্বোচ্চ ১২ ঘণ্টা চলে। আবার সাইন ইন করুন।',
    'code.sign-in': 'আগে অফিসে সাইন ইন করুন।',
    'code.disabled': 'এই অ্যাকাউন্টটি বন্ধ করা আছে। স্কুলের কোনো অ্যাডমিনকে বলুন।',
    'code.signed-out': 'আপনি সাইন আউট করেছেন।',
    passwordTitle: 'পাসওয়ার্ড বদলান',
    passwordFirst:
      'আপনি এককালীন পাসওয়ার্ড দিয়ে সাইন ইন করেছেন। অন্য কিছুর আগে নিজের পাসওয়ার্ড ঠিক করুন: অন্তত ১২টি অক্ষর। একটি ছোট বাক্য মনে রাখা সহজ।',
    currentPassword: 'বর্তমান পাসওয়ার্ড',
    newPassword: 'নতুন পাসওয়ার্ড',
    newPasswordHint: 'অন্তত ১২টি অক্ষর; প্রচলিত কোনো পাসওয়ার্ড বা আপনার নাম নয়।',
    repeatPassword: 'নতুন পাসওয়ার্ড আবার',
    changePassword: 'পাসওয়ার্ড বদলান',
    tooShort: 'নতুন পাসওয়ার্ড অন্তত ১২ অক্ষরের হতে হবে।',
    notSame: 'দুটি নতুন পাসওয়ার্ড এক নয়। দুই ঘরেই আবার লিখুন।',
    passwordChanged: 'আপনার পাসওয়ার্ড বদলানো হয়েছে।',
    totpTitle: 'দুই ধাপে সাইন ইন',
    totpRequired: 'স্কুল চায় অ্যাডমিনরা অন্য কিছুর আগে দুই ধাপে সাইন ইন চালু করুন।',
    totpIntro:
      'একটি অথেনটিকেটর অ্যাপ (Google Authenticator, Aegis, 1Password…) দিয়ে এই কোডটি স্ক্যান করুন, তারপর অ্যাপের দেখানো ৬ অঙ্কের কোডটি লিখুন।',
    totpOn: 'আপনার অ্যাকাউন্টে দুই ধাপে সাইন ইন চালু আছে।',
    totpStart: 'দুই ধাপে সাইন ইন চালু করুন',
    totpSecret: 'অথবা অ্যাপে এই কী লিখুন: {secret}',
    totpQr: 'অথেনটিকেটর অ্যাপের জন্য QR কোড',
    totpConfirm: 'কোড নিশ্চিত করুন',
    accounts: 'অ্যাকাউন্ট',
    audit: 'অডিট লগ',
    tokens: 'অ্যাক্সেস টোকেন',
    myAccount: 'আমার পাসওয়ার্ড',
    content: 'বিষয়বস্তু',
    results: 'ফলাফল',
    notFound: 'অফিসে এমন কোনো পাতা নেই। মেনু থেকে একটি বিভাগ বেছে নিন।',
    noRight: 'আপনার অ্যাকাউন্টের ভূমিকায় এই বিভাগ নেই।',
  },
);

export type MessageKey = Parameters<typeof says>[0];

/** A role's name in the console's language. */
export const roleName = defineMessages(
  { admin: 'admin', editor: 'editor', results: 'results' },
  { admin: 'অ্যাডমিন', editor: 'সম্পাদক', results: 'ফলাফল' },
);
