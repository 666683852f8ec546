# assert with a parenthesized tuple always passes: SyntaxWarning, once per assert
x = 0
assert (x, "x must be set")
assert (1, "m")
assert ()
try:
    assert (), "empty"
except AssertionError as e:
    print("empty tuple fails:", e)
print("done")
