# -i runs the program, then the REPL in its namespace; the prompts go to stderr
# options: -i
# stdin: "print(x)\nif x:\n    print(x + 1)\n\nprint(2, end='')\n"
x = 5
print("program", x)
