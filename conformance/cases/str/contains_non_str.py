# 'in' a string with a non-string left operand
1 in "123"
