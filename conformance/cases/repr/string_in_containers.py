# strings inside containers use repr with quote choice
print(["a", "b'c", 'd"e', "f'\"g", "\n", "\\", "é", "\x7f"])
