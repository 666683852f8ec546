# f-string conversions !r !s !a combined with specs
s = "héllo"
print(f"{s!r}|{s!s}|{s!a}")
print(f"{s!r:>12}|{s!a:<14}|{s!s:^9}")
print(f"{[1, 'a']!r:>15}")
print(f"{3.0!r:*^9}")
