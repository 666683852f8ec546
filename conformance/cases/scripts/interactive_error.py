# -i: an exception in the REPL prints its traceback (<stdin>) and the session goes on
# options: -i
# stdin: "1/0\ny = [1]\ny[3]\nprint(y)\n"
print("start")
