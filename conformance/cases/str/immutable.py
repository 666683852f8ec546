# strings do not support item assignment
s = "abc"
s[0] = "x"
