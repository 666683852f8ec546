# basic slicing with omitted bounds
s = "abcdefgh"
print(s[2:5], s[:3], s[5:], s[:], s[-3:], s[:-3], s[-5:-2], s[3:3], s[5:2])
