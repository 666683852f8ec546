# len counts code points
for s in ("", "a", "é", "日本語", "𝄞", "e\u0301", "\U0001F600x"):
    print(len(s), repr(s))
