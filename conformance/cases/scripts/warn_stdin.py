# a program read from standard input warns as <stdin>
# run: stdin
x = 2
assert (x, "message")
print("ok", x is 2)
