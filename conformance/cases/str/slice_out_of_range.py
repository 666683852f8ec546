# slice bounds are clamped
s = "abc"
print(repr(s[5:10]), repr(s[-10:2]), repr(s[-10:-5]), repr(s[1:100]), repr(s[100:]), repr(s[-100:]), repr(s[::-100]), repr(s[10:-10:-1]))
