# escape sequences in literals
print("a\tb", "x\\y", "q\"q", 'q\'q', "\x41\u00e9\U0001F600", "\101", "\N{BULLET}", "line1\
continued")
