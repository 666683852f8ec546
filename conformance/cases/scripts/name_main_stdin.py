# __name__ in a program on standard input
# run: stdin
print(__name__)
