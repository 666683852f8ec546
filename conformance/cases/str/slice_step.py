# slicing with positive and negative steps
s = "abcdefgh"
print(s[::2], s[1::2], s[::-1], s[::-2], s[6:1:-2], s[1:6:-1], s[-1:-9:-1], s[::3], s[7::-3])
