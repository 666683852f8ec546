# iterating a string yields one-character strings
for ch in "hé✓":
    print(ch, len(ch))
print(list("abc"), tuple("ab"), sorted("cab"), reversed("xy") is not None)
