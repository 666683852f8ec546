x = ('a'
     'b'

     # comment
     'c')
