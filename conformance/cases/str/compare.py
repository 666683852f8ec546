# string comparisons
print("apple" < "banana", "apple" < "Apple", "a" * 3 == "aaa", "abc" != "abd", "10" < "9", max("b", "a", "c"), min(["bb", "b", "a"]))
