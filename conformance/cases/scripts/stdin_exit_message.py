# a program on standard input exiting with a message
# run: stdin
raise SystemExit("done")
