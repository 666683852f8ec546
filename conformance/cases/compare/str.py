# string comparisons are lexicographic by code point
print("a" < "b", "abc" < "abd", "ab" < "abc", "" < "a", "Z" < "a", "é" > "z", "abc" == "abc")
