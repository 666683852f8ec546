# building strings with indices
s = "abcdef"
out = ""
for i in range(len(s) - 1, -1, -1):
    out += s[i]
print(out, out == s[::-1])
