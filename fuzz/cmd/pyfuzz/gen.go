package main

func genCmd(args []string) int  { usage(); return 2 }
func fuzzCmd(args []string) int { usage(); return 2 }
