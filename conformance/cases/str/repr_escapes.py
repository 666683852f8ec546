# repr escapes control characters and backslashes
print(repr("a\nb\tc\rd"), repr("\\"), repr("\x00\x1f\x7f"), repr("\x80\xa0\xff"), repr("\u200b"), repr("é日𝄞"), repr("\ud800"))
