# an operator followed by ( counts as two characters
a = 1
b = "x"
c = [a +(b)]
