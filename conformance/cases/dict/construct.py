# dict construction forms
print({}, {"a": 1}, dict(), dict(a=1, b=2), dict([(1, 2), (3, 4)]), dict({1: 2}, x=3), dict(zip("ab", [1, 2])))
