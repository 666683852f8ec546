# an operation over several lines: no marks on its first line
x = (
  1 +
  "a")
