# operations on the empty string
e = ""
print(repr(e[:]), repr(e[::-1]), repr(e * 5), e in "abc", len(e), bool(e), repr(e + e))
