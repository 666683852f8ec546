# -i with -c: the REPL follows the command
# run: -c
# options: -i
# stdin: "z * 2\n"
z = 21
