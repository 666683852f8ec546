# slices with negative start greater than stop
s = "abcdef"
print(repr(s[-2:-4]), repr(s[4:-4]), s[-4:5], s[-100:-3:2], s[5:-100:-2])
