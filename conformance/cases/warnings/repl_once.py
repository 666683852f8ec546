# the REPL: every input is line 1 of <stdin>, so a text warns once; "error" raises at the prompt
# options: -i -q
# stdin: "import warnings\nwarnings.warn(\"a\")\nwarnings.warn(\"a\")\nfor i in range(2): warnings.warn(\"b\")\n\nwarnings.simplefilter(\"error\")\nwarnings.warn(\"c\")\nprint(\"alive\")\n"
# compare: whole-stderr
