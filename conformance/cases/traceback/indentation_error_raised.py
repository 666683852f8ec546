# IndentationError raised with a location, through a function
def parse():
    raise IndentationError("expected an indented block", ("blocks.py", 12, 1, "return 5\n"))
try:
    parse()
except IndentationError as e:
    print("caught", e)
parse()
