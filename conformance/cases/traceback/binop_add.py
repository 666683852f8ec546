# a binary operator's operands in ~ and the operator in ^
x = 1
y = x + "a"
