# an invalid escape sequence is a DeprecationWarning, which python3 does not show by default
s = '\d+\.'
print(s, len(s), "\q")
