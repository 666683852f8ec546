# concatenation and repetition
print("ab" + "cd", "ab" * 3, 3 * "x", "ab" * 0, "ab" * -2, "" * 100, repr("-" * 1))
s = "a"
s += "b"
s *= 2
print(s)
