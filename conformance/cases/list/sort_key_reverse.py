# sorted with key and reverse keeps stability of equal keys
words = ["bb", "a", "cc", "d", "eee"]
print(sorted(words, key=len, reverse=True))
