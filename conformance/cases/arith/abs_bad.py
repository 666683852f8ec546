# abs of a str is a TypeError
abs("x")
