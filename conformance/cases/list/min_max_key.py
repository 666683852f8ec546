# min and max with key and default
print(max(["aa", "b", "cccc"], key=len), min([3, -4, 2], key=abs), max([], default="none"), min((5, 4), key=lambda x: -x))
