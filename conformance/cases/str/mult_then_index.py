# indexing a repeated string
s = "ab" * 50
print(len(s), s[99], s[-100], s[49:53])
