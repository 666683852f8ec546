# help() in the REPL (-i): the documentation goes to stdout, prompts to stderr
# options: -i
# stdin: "help(double)\nhelp(Box)\n"
def double(x):
    "Twice x."
    return 2 * x
class Box:
    "A box."
    size = 3
