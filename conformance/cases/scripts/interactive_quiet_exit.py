# -i -q: exit() in the REPL ends the session with its status
# options: -q -i
# stdin: "print('in repl')\nexit(3)\nprint('never')\n"
print("start")
