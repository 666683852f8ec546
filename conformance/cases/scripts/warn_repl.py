# the REPL warns for each input as it compiles it, at the input's own line numbers
# options: -i
# stdin: "x is 1\nif x is not 2:\n    print([1] [0] is 1)\n\n"
x = 1
print(x is 1)
