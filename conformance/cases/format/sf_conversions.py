# str.format conversions
print("{!r} {!s} {!a}".format("é", "é", "é"))
print("{0!r:>10}|{0!s:<6}|".format("ab"))
print("{!r}".format([1, "a", None]))
print("{0[0]!r:^9}".format(["q"]))
