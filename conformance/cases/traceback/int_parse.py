# int() of a bad string in a function
def parse(s):
    return int(s) * 2
parse("4x")
