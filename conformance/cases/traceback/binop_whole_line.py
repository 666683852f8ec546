# an expression statement that is the whole line still gets ~ and ^
x = 0
1 / x
