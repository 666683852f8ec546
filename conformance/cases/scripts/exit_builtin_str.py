# exit('msg')
exit("goodbye")
