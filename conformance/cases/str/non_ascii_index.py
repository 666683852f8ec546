# indexing is by code point, not byte
s = "héllo wörld ✓ 𝄞!"
print(len(s), s[1], s[7], s[12], s[14], s[-1], s[-2], s[12:15])
print(s[::-1])
