# repetition edge cases
print(repr("ab" * False), repr("ab" * True), ["x"] * 2, (1,) * 3)
