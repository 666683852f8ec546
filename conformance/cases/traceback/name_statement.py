# an undefined name alone: no marks
x = y
