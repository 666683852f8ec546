# carets count characters, not bytes
s = "héllo"
n = len(s) + "é"
