# -i: the program's uncaught exception is printed, then the REPL starts with its namespace
# options: -i
# stdin: "print(a)\n"
a = 7
raise ValueError("boom")
