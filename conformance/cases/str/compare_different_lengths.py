# prefix comparisons
print("abc" < "abcd", "abcd" < "abd", "" == "", "a" * 3 < "a" * 4, "b" > "abc")
