# - of a str
x = -"a"
